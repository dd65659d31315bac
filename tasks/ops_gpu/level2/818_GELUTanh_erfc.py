"""hf.GELUTanh -> torch.erfc: synthesised by warpgym synth (seed 7, index 1330, transformers#2, dim 0 x498)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(31872, 1024)]


def get_init_inputs():
    return []
