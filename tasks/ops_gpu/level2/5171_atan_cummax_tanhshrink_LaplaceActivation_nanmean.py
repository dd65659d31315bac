"""torch.atan -> torch.cummax -> F.tanhshrink -> hf.LaplaceActivation -> torch.nanmean: synthesised by warpgym synth (seed 8, index 42, transformers#5, dim 0 x216)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.atan -> torch.cummax -> F.tanhshrink -> hf.LaplaceActivation -> torch.nanmean"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_3 = LaplaceActivation()

    def forward(self, x):
        x = torch.atan(x)
        x = torch.cummax(x, -1)[0]
        x = F.tanhshrink(x)
        x = self.laplaceactivation_3(x)
        x = torch.nanmean(x)
        return x


def get_inputs():
    return [torch.randn(3456, 32, 256)]


def get_init_inputs():
    return []
