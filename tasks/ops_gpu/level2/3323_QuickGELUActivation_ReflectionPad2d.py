"""hf.QuickGELUActivation -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 5232, transformers#2, dim 0 x1041)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(8328, 64, 16, 16)]


def get_init_inputs():
    return []
