"""hf.GELUTanh -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 4627, transformers#2, dim 0 x2417)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.gelutanh_0(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(38672, 32, 16, 16), torch.randn(38672, 32, 16, 16)]


def get_init_inputs():
    return []
