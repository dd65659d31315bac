"""torch.matrix_exp -> F.hardshrink -> ReflectionPad2d -> torch.lerp -> F.silu: synthesised by warpgym synth (seed 9, index 721, torch#5, dim 0 x605)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_exp -> F.hardshrink -> ReflectionPad2d -> torch.lerp -> F.silu"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_2 = nn.ReflectionPad2d(padding=1)

    def forward(self, x, x1, x2):
        x = torch.matrix_exp(x)
        x = F.hardshrink(x)
        x = self.reflectionpad2d_2(x)
        x = torch.lerp(x, x1, x2)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(9680, 32, 16, 16), torch.randn(9680, 32, 18, 18), torch.randn(9680, 32, 18, 18)]


def get_init_inputs():
    return []
