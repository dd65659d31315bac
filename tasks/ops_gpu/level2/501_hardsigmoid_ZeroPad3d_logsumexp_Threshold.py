"""F.hardsigmoid -> ZeroPad3d -> torch.logsumexp -> Threshold: synthesised by warpgym synth (seed 7, index 802, torch#4, dim 0 x4703)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> ZeroPad3d -> torch.logsumexp -> Threshold"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)
        self.threshold_3 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = self.zeropad3d_1(x)
        x = torch.logsumexp(x, -1)
        x = self.threshold_3(x)
        return x


def get_inputs():
    return [torch.randn(75248, 32, 256)]


def get_init_inputs():
    return []
