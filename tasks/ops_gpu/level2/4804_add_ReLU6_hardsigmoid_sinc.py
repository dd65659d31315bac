"""torch.add -> ReLU6 -> F.hardsigmoid -> torch.sinc: synthesised by warpgym synth (seed 9, index 118, torch#4, dim 0 x2687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> ReLU6 -> F.hardsigmoid -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = self.relu6_1(x)
        x = F.hardsigmoid(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(42992, 64, 128), torch.randn(42992, 64, 128)]


def get_init_inputs():
    return []
