"""F.local_response_norm -> hf.ClippedGELUActivation -> torch.swapdims -> torch.det -> F.softmin: synthesised by warpgym synth (seed 7, index 995, transformers#5, dim 0 x515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """F.local_response_norm -> hf.ClippedGELUActivation -> torch.swapdims -> torch.det -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = self.clippedgeluactivation_1(x)
        x = torch.swapdims(x, -1, -2)
        x = torch.det(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(4120, 16, 32, 32)]


def get_init_inputs():
    return []
