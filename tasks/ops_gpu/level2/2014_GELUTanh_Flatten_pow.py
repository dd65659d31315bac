"""hf.GELUTanh -> Flatten -> torch.pow: synthesised by warpgym synth (seed 7, index 3177, transformers#3, dim 0 x4403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> Flatten -> torch.pow"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.flatten_1(x)
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(8806, 8, 8, 16, 16)]


def get_init_inputs():
    return []
