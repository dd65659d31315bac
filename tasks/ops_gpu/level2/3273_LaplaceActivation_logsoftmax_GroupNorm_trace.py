"""hf.LaplaceActivation -> F.log_softmax -> GroupNorm -> torch.trace: synthesised by warpgym synth (seed 7, index 5157, transformers#4, dim 0 x2304)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> F.log_softmax -> GroupNorm -> torch.trace"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.groupnorm_2 = nn.GroupNorm(num_channels=512, num_groups=2)

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = F.log_softmax(x)
        x = self.groupnorm_2(x)
        x = torch.trace(x)
        return x


def get_inputs():
    return [torch.randn(589824, 512)]


def get_init_inputs():
    return []
