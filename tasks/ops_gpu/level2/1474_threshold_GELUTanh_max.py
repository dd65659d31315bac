"""F.threshold -> hf.GELUTanh -> torch.max: synthesised by warpgym synth (seed 7, index 2355, transformers#3, dim 0 x1655)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.threshold -> hf.GELUTanh -> torch.max"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.gelutanh_1(x)
        x = torch.max(x, x1)
        return x


def get_inputs():
    return [torch.randn(6620, 32, 32, 32), torch.randn(6620, 32, 32, 32)]


def get_init_inputs():
    return []
