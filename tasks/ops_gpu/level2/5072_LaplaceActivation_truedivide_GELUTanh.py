"""hf.LaplaceActivation -> torch.true_divide -> hf.GELUTanh: synthesised by warpgym synth (seed 9, index 547, transformers#3, dim 0 x1055)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> torch.true_divide -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = torch.true_divide(x, x1)
        x = self.gelutanh_2(x)
        return x


def get_inputs():
    return [torch.randn(16880, 64, 128), torch.randn(16880, 64, 128)]


def get_init_inputs():
    return []
