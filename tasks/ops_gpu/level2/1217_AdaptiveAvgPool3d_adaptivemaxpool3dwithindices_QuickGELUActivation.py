"""AdaptiveAvgPool3d -> F.adaptive_max_pool3d_with_indices -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 1967, transformers#3, dim 0 x21011)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """AdaptiveAvgPool3d -> F.adaptive_max_pool3d_with_indices -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_0 = nn.AdaptiveAvgPool3d(output_size=4)
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x):
        x = self.adaptiveavgpool3d_0(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = self.quickgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(42022, 8, 8, 16, 16)]


def get_init_inputs():
    return []
