"""hf.GELUTanh -> F.instance_norm: synthesised by warpgym synth (seed 9, index 398, transformers#2, dim 0 x7187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(14374, 8, 8, 16, 16)]


def get_init_inputs():
    return []
