"""F.tanh -> hf.GELUTanh -> F.threshold: synthesised by warpgym synth (seed 8, index 296, transformers#3, dim 0 x531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.tanh -> hf.GELUTanh -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = F.tanh(x)
        x = self.gelutanh_1(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(33984, 1024)]


def get_init_inputs():
    return []
