"""hf.GELUTanh -> F.relu6: synthesised by warpgym synth (seed 7, index 5007, transformers#2, dim 0 x447)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(3576, 256, 128)]


def get_init_inputs():
    return []
