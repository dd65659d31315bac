"""torch.fmod -> torch.trunc -> hf.XIELUActivation -> F.pixel_shuffle: synthesised by warpgym synth (seed 7, index 5514, transformers#4, dim 0 x1565)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """torch.fmod -> torch.trunc -> hf.XIELUActivation -> F.pixel_shuffle"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_2 = XIELUActivation()

    def forward(self, x, x1):
        x = torch.fmod(x, x1)
        x = torch.trunc(x)
        x = self.xieluactivation_2(x)
        x = F.pixel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(3130, 8, 8, 16, 16), torch.randn(3130, 8, 8, 16, 16)]


def get_init_inputs():
    return []
