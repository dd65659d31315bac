"""Softsign -> F.max_pool3d_with_indices -> hf.GELUTanh -> Tanhshrink: synthesised by warpgym synth (seed 7, index 445, transformers#4, dim 0 x1530)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """Softsign -> F.max_pool3d_with_indices -> hf.GELUTanh -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)
        self.tanhshrink_3 = nn.Tanhshrink()

    def forward(self, x):
        x = self.softsign_0(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.gelutanh_2(x)
        x = self.tanhshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(6120, 16, 8, 8, 8)]


def get_init_inputs():
    return []
