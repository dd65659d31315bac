"""torch.square -> ZeroPad2d -> torch.add -> torch.multiply: synthesised by warpgym synth (seed 9, index 423, torch#4, dim 0 x277)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> ZeroPad2d -> torch.add -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1, x2):
        x = torch.square(x)
        x = self.zeropad2d_1(x)
        x = torch.add(x, x1)
        x = torch.multiply(x, x2)
        return x


def get_inputs():
    return [torch.randn(2216, 64, 16, 16), torch.randn(2216, 64, 18, 18), torch.randn(2216, 64, 18, 18)]


def get_init_inputs():
    return []
