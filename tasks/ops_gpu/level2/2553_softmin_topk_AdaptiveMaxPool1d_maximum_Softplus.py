"""F.softmin -> torch.topk -> AdaptiveMaxPool1d -> torch.maximum -> Softplus: synthesised by warpgym synth (seed 7, index 4039, torch#5, dim 0 x2928)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.topk -> AdaptiveMaxPool1d -> torch.maximum -> Softplus"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)
        self.softplus_4 = nn.Softplus()

    def forward(self, x, x1):
        x = F.softmin(x)
        x = torch.topk(x, 2)[0]
        x = self.adaptivemaxpool1d_2(x)
        x = torch.maximum(x, x1)
        x = self.softplus_4(x)
        return x


def get_inputs():
    return [torch.randn(749568, 256), torch.randn(749568, 4)]


def get_init_inputs():
    return []
