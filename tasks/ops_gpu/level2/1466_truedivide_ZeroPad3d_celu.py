"""torch.true_divide -> ZeroPad3d -> F.celu: synthesised by warpgym synth (seed 7, index 2342, torch#3, dim 0 x2325)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> ZeroPad3d -> F.celu"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x, x1):
        x = torch.true_divide(x, x1)
        x = self.zeropad3d_1(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(9300, 32, 32, 32), torch.randn(9300, 32, 32, 32)]


def get_init_inputs():
    return []
