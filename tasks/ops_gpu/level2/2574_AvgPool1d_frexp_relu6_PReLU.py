"""AvgPool1d -> torch.frexp -> F.relu6 -> PReLU: synthesised by warpgym synth (seed 7, index 4071, torch#4, dim 0 x1564)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> torch.frexp -> F.relu6 -> PReLU"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.prelu_3 = nn.PReLU()

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = torch.frexp(x)[0]
        x = F.relu6(x)
        x = self.prelu_3(x)
        return x


def get_inputs():
    return [torch.randn(100096, 1024)]


def get_init_inputs():
    return []
