"""hf.GELUTanh -> Softshrink -> torch.rad2deg -> Bilinear: synthesised by warpgym synth (seed 7, index 5634, transformers#4, dim 0 x1221)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> Softshrink -> torch.rad2deg -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.softshrink_1 = nn.Softshrink()
        self.bilinear_3 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)

    def forward(self, x, x1):
        x = self.gelutanh_0(x)
        x = self.softshrink_1(x)
        x = torch.rad2deg(x)
        x = self.bilinear_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(19536, 32, 16, 16), torch.randn(19536, 32, 16, 16)]


def get_init_inputs():
    return []
