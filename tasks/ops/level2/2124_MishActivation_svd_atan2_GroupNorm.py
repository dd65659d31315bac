"""hf.MishActivation -> torch.svd -> torch.atan2 -> GroupNorm: synthesised by warpgym synth (seed 7, index 2801, transformers#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.svd -> torch.atan2 -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.groupnorm_3 = nn.GroupNorm(num_channels=128, num_groups=2)

    def forward(self, x, x1):
        x = self.mishactivation_0(x)
        x = torch.svd(x)[0]
        x = torch.atan2(x, x1)
        x = self.groupnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(128, 256), torch.randn(128, 128)]


def get_init_inputs():
    return []
