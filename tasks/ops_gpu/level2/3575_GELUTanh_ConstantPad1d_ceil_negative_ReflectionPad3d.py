"""hf.GELUTanh -> ConstantPad1d -> torch.ceil -> torch.negative -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 5608, transformers#5, dim 0 x4970)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> ConstantPad1d -> torch.ceil -> torch.negative -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.reflectionpad3d_4 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.constantpad1d_1(x)
        x = torch.ceil(x)
        x = torch.negative(x)
        x = self.reflectionpad3d_4(x)
        return x


def get_inputs():
    return [torch.randn(9940, 8, 8, 16, 16)]


def get_init_inputs():
    return []
