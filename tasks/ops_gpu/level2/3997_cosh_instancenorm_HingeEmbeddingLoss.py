"""torch.cosh -> F.instance_norm -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 5459, torch#3, dim 0 x453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> F.instance_norm -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.hingeembeddingloss_2 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = torch.cosh(x)
        x = F.instance_norm(x)
        x = self.hingeembeddingloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(7248, 32, 256), torch.randn(7248, 32, 256)]


def get_init_inputs():
    return []
