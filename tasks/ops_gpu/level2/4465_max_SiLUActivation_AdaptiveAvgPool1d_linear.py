"""torch.max -> hf.SiLUActivation -> AdaptiveAvgPool1d -> F.linear: synthesised by warpgym synth (seed 8, index 41, transformers#4, dim 0 x165)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.max -> hf.SiLUActivation -> AdaptiveAvgPool1d -> F.linear"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()
        self.adaptiveavgpool1d_2 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x, x1, x2):
        x = torch.max(x, x1)
        x = self.siluactivation_1(x)
        x = self.adaptiveavgpool1d_2(x)
        x = F.linear(x, x2)
        return x


def get_inputs():
    return [torch.randn(21120, 256), torch.randn(21120, 256), torch.randn(21120, 4)]


def get_init_inputs():
    return []
