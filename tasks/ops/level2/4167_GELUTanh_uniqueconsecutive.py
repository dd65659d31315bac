"""hf.GELUTanh -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 5472, transformers#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(16, 64, 128)]


def get_init_inputs():
    return []
