"""LocalResponseNorm -> torch.minimum: synthesised by warpgym synth (seed 7, index 1456, torch#2, dim 0 x567)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> torch.minimum"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1):
        x = self.localresponsenorm_0(x)
        x = torch.minimum(x, x1)
        return x


def get_inputs():
    return [torch.randn(9072, 32, 256), torch.randn(9072, 32, 256)]


def get_init_inputs():
    return []
