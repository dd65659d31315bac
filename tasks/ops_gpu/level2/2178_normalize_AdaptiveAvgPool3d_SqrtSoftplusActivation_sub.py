"""F.normalize -> AdaptiveAvgPool3d -> hf.SqrtSoftplusActivation -> torch.sub: synthesised by warpgym synth (seed 7, index 3440, transformers#4, dim 0 x12736)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.normalize -> AdaptiveAvgPool3d -> hf.SqrtSoftplusActivation -> torch.sub"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_1 = nn.AdaptiveAvgPool3d(output_size=4)
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = self.adaptiveavgpool3d_1(x)
        x = self.sqrtsoftplusactivation_2(x)
        x = torch.sub(x, x1)
        return x


def get_inputs():
    return [torch.randn(25472, 8, 8, 16, 16), torch.randn(25472, 8, 4, 4, 4)]


def get_init_inputs():
    return []
