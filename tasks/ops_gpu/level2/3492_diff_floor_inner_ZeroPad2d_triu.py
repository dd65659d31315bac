"""torch.diff -> torch.floor -> torch.inner -> ZeroPad2d -> torch.triu: synthesised by warpgym synth (seed 7, index 5486, torch#5, dim 0 x36)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> torch.floor -> torch.inner -> ZeroPad2d -> torch.triu"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_3 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.diff(x)
        x = torch.floor(x)
        x = torch.inner(x, x1)
        x = self.zeropad2d_3(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(4608, 256), torch.randn(4608, 255)]


def get_init_inputs():
    return []
