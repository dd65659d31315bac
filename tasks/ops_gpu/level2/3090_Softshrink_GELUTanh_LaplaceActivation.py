"""Softshrink -> hf.GELUTanh -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 4885, transformers#3, dim 0 x330)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """Softshrink -> hf.GELUTanh -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)
        self.laplaceactivation_2 = LaplaceActivation()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.gelutanh_1(x)
        x = self.laplaceactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(2640, 64, 16, 16)]


def get_init_inputs():
    return []
