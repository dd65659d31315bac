"""hf.QuickGELUActivation -> F.group_norm -> torch.lerp: synthesised by warpgym synth (seed 7, index 5011, transformers#3, dim 0 x434)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.group_norm -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()

    def forward(self, x, x1, x2):
        x = self.quickgeluactivation_0(x)
        x = F.group_norm(x, num_groups=2)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3472, 16, 32, 32), torch.randn(3472, 16, 32, 32), torch.randn(3472, 16, 32, 32)]


def get_init_inputs():
    return []
