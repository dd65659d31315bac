"""hf.GELUTanh -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 266, transformers#2, dim 0 x515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1):
        x = self.gelutanh_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(4120, 256, 128), torch.randn(4120, 256, 128)]


def get_init_inputs():
    return []
