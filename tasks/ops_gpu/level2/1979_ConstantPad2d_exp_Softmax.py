"""ConstantPad2d -> torch.exp -> Softmax: synthesised by warpgym synth (seed 7, index 3124, torch#3, dim 0 x606)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.exp -> Softmax"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.softmax_2 = nn.Softmax()

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = torch.exp(x)
        x = self.softmax_2(x)
        return x


def get_inputs():
    return [torch.randn(155136, 512)]


def get_init_inputs():
    return []
