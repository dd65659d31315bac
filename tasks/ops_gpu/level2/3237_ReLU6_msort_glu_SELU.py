"""ReLU6 -> torch.msort -> F.glu -> SELU: synthesised by warpgym synth (seed 7, index 5103, torch#4, dim 0 x338)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.msort -> F.glu -> SELU"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.selu_3 = nn.SELU()

    def forward(self, x):
        x = self.relu6_0(x)
        x = torch.msort(x)
        x = F.glu(x)
        x = self.selu_3(x)
        return x


def get_inputs():
    return [torch.randn(5408, 64, 128)]


def get_init_inputs():
    return []
