"""torch.mul -> ZeroPad2d -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 3649, torch#3, dim 0 x1854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> ZeroPad2d -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = self.zeropad2d_1(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(7416, 32, 32, 32), torch.randn(7416, 32, 32, 32)]


def get_init_inputs():
    return []
