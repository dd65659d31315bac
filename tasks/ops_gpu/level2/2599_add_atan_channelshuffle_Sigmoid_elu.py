"""torch.add -> torch.atan -> F.channel_shuffle -> Sigmoid -> F.elu: synthesised by warpgym synth (seed 7, index 4109, torch#5, dim 0 x5448)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> torch.atan -> F.channel_shuffle -> Sigmoid -> F.elu"""

    def __init__(self):
        super().__init__()
        self.sigmoid_3 = nn.Sigmoid()

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = torch.atan(x)
        x = F.channel_shuffle(x, 2)
        x = self.sigmoid_3(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(21792, 16, 8, 8, 8), torch.randn(21792, 16, 8, 8, 8)]


def get_init_inputs():
    return []
