"""F.softshrink -> torch.logsumexp -> AdaptiveMaxPool1d -> torch.sub -> torch.clamp_min: synthesised by warpgym synth (seed 9, index 290, torch#5, dim 0 x1921)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.logsumexp -> AdaptiveMaxPool1d -> torch.sub -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = F.softshrink(x)
        x = torch.logsumexp(x, -1)
        x = self.adaptivemaxpool1d_2(x)
        x = torch.sub(x, x1)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(30736, 32, 256), torch.randn(30736, 4)]


def get_init_inputs():
    return []
