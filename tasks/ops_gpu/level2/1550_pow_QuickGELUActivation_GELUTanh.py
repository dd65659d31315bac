"""torch.pow -> hf.QuickGELUActivation -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 2475, transformers#3, dim 0 x511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.pow -> hf.QuickGELUActivation -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = self.quickgeluactivation_1(x)
        x = self.gelutanh_2(x)
        return x


def get_inputs():
    return [torch.randn(1022, 8, 8, 16, 16)]


def get_init_inputs():
    return []
