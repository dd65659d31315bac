"""ConstantPad2d -> torch.div: synthesised by warpgym synth (seed 7, index 2188, torch#2, dim 0 x1713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.div"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.constantpad2d_0(x)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(27408, 32, 16, 16), torch.randn(27408, 32, 18, 18)]


def get_init_inputs():
    return []
