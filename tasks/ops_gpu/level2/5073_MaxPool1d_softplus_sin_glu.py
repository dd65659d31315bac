"""MaxPool1d -> F.softplus -> torch.sin -> F.glu: synthesised by warpgym synth (seed 9, index 549, torch#4, dim 0 x6676)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> F.softplus -> torch.sin -> F.glu"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = F.softplus(x)
        x = torch.sin(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(1709056, 512)]


def get_init_inputs():
    return []
