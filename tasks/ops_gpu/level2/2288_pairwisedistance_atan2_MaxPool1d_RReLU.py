"""F.pairwise_distance -> torch.atan2 -> MaxPool1d -> RReLU: synthesised by warpgym synth (seed 7, index 3621, torch#4, dim 0 x951)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> torch.atan2 -> MaxPool1d -> RReLU"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)
        self.rrelu_3 = nn.RReLU()

    def forward(self, x, x1, x2):
        x = F.pairwise_distance(x, x1)
        x = torch.atan2(x, x2)
        x = self.maxpool1d_2(x)
        x = self.rrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(15216, 32, 256), torch.randn(15216, 32, 256), torch.randn(15216, 32)]


def get_init_inputs():
    return []
