"""F.max_pool1d_with_indices -> F.softsign -> F.hardsigmoid -> torch.rot90 -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 5057, torch#5, dim 0 x4280)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> F.softsign -> F.hardsigmoid -> torch.rot90 -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_4 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = F.softsign(x)
        x = F.hardsigmoid(x)
        x = torch.rot90(x)
        x = self.zeropad2d_4(x)
        return x


def get_inputs():
    return [torch.randn(1095680, 256)]


def get_init_inputs():
    return []
