"""torch.cumprod -> hf.GELUTanh -> F.margin_ranking_loss: synthesised by warpgym synth (seed 8, index 160, transformers#3, dim 0 x169)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.cumprod -> hf.GELUTanh -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1, x2):
        x = torch.cumprod(x, -1)
        x = self.gelutanh_1(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(676, 32, 32, 32), torch.randn(676, 32, 32, 32), torch.randn(676, 32, 32, 32)]


def get_init_inputs():
    return []
