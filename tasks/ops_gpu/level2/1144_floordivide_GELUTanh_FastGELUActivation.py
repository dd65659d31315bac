"""torch.floor_divide -> hf.GELUTanh -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 1863, transformers#3, dim 0 x378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.floor_divide -> hf.GELUTanh -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = self.gelutanh_1(x)
        x = self.fastgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(6048, 64, 128), torch.randn(6048, 64, 128)]


def get_init_inputs():
    return []
