"""hf.MishActivation -> torch.ceil -> AdaptiveAvgPool3d -> AvgPool2d: synthesised by warpgym synth (seed 7, index 967, transformers#4, dim 0 x6079)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.ceil -> AdaptiveAvgPool3d -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.adaptiveavgpool3d_2 = nn.AdaptiveAvgPool3d(output_size=4)
        self.avgpool2d_3 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.ceil(x)
        x = self.adaptiveavgpool3d_2(x)
        x = self.avgpool2d_3(x)
        return x


def get_inputs():
    return [torch.randn(97264, 32, 16, 16)]


def get_init_inputs():
    return []
