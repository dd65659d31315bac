"""PReLU -> torch.add -> F.tanhshrink: synthesised by warpgym synth (seed 9, index 494, torch#3, dim 0 x2515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.add -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x, x1):
        x = self.prelu_0(x)
        x = torch.add(x, x1)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(160960, 1024), torch.randn(160960, 1024)]


def get_init_inputs():
    return []
