"""hf.QuickGELUActivation -> ConstantPad2d: synthesised by warpgym synth (seed 9, index 644, transformers#2, dim 0 x7521)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.constantpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(481344, 1024)]


def get_init_inputs():
    return []
