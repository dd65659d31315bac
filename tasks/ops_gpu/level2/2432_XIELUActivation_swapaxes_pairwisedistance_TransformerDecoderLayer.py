"""hf.XIELUActivation -> torch.swapaxes -> F.pairwise_distance -> TransformerDecoderLayer: synthesised by warpgym synth (seed 7, index 3838, transformers#4, dim 0 x59)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> torch.swapaxes -> F.pairwise_distance -> TransformerDecoderLayer"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.transformerdecoderlayer_3 = nn.TransformerDecoderLayer(d_model=32, nhead=2)

    def forward(self, x, x1, x2):
        x = self.xieluactivation_0(x)
        x = torch.swapaxes(x, 2, 1)
        x = F.pairwise_distance(x, x1)
        x = self.transformerdecoderlayer_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(236, 32, 32, 32), torch.randn(236, 32, 32, 32), torch.randn(236, 32, 32)]


def get_init_inputs():
    return []
