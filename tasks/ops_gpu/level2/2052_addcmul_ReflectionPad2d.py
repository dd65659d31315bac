"""torch.addcmul -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 3233, torch#2, dim 0 x984)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(3936, 32, 32, 32), torch.randn(3936, 32, 32, 32), torch.randn(3936, 32, 32, 32)]


def get_init_inputs():
    return []
