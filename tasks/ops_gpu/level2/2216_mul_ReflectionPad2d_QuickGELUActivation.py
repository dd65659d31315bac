"""torch.mul -> ReflectionPad2d -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 3506, transformers#3, dim 0 x1119)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.mul -> ReflectionPad2d -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = self.reflectionpad2d_1(x)
        x = self.quickgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(8952, 64, 16, 16), torch.randn(8952, 64, 16, 16)]


def get_init_inputs():
    return []
